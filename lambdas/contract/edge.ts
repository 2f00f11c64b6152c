// The origin lock between CloudFront and the HTTP API (lib/edge-construct.ts sends it, composition/origin-lock.ts checks it).

/** The header CloudFront adds to every request it forwards; its value is the stack's origin secret. */
export const originVerifyHeader = 'x-origin-verify';

/** CloudFront's own header with the viewer's address and port (the origin request policy forwards it). */
export const viewerAddressHeader = 'cloudfront-viewer-address';

/** The environment variable that carries the origin secret to the API's functions. */
export const originSecretVariable = 'ORIGIN_VERIFY_SECRET';
