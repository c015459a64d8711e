// How messages leave the API: SMTP for e-mail, a JSON webhook for texts (README.md).
export { delivers, transportsFor } from './channels';
export { emailHtml } from './email-html';
export { SMTP_CONNECTIONS, smtpTransport } from './email';
export { smsWebhookTransport } from './sms-webhook';
export { DEFAULT_TIMEOUT_MS, type Channel, type DeliverableMessage, type MessageTransport, type TransportOptions } from './transport';
