/**
 * The one factory that turns a React component into a Portico custom element, the page boot the
 * elements share, the loader of the one-script embed, and the href templates with which hosts
 * link the areas. See README.md for the host's side: embedding, configuration, theming and events.
 */
export { defineElement, type ElementDefinition, type ElementProps, type AttributeType } from './define';
export { bootPage, CONFIG_URL_ATTRIBUTE, type BootOptions } from './boot';
export { autoload } from './autoload';
export { hrefFrom } from './href';
export { PageReady } from './PageReady';
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider';
export { withEventCallbacks } from './withEventCallbacks';
export type { PorticoElementOf, PorticoJsxProps, PorticoElementEvents, PorticoElementCallbacks } from './types';
export type { EmitFn, PorticoEventMap, PorticoEventName, PorticoEvent, PorticoEventCallbacks, PorticoEventCallbackName } from '../events';
