// How every answer shows a secret it keeps (module settings, connection params): the mask and, for a secret
// longer than eight characters, its last four (docs/decisions/security.md "Connection secrets"). Apart from
// modules.ts so the connection form loads it without the modules' schemas.

/** What a masked secret starts with; the rest is the secret's last four characters. */
export const SECRET_MASK = '••••';
export const maskSecret = (secret: string): string => (secret ? SECRET_MASK + (secret.length > 8 ? secret.slice(-4) : '') : '');
