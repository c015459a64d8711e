/**
 * Where the MFA resend countdown's deadline (epoch milliseconds) is kept between page loads: the
 * sign-in reads and writes it, a host chooses the store (the shell's resend_clicked cookie).
 * @example const cooldown: ResendCooldown = { read: () => Number(sessionStorage.getItem('until')) || null, write: () => {} };
 */
export interface ResendCooldown {
  read(): number | null;
  write(until: number | null): void;
}
