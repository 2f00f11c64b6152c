/** How one attempt to POST a delivery ended. */
export type SendOutcome =
  | { readonly kind: 'answered'; readonly status: number }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** POSTs a signed delivery to the receiver (with the address rules of webhook-targets.ts applied after DNS). */
export interface WebhookSender {
  post(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<SendOutcome>;
}
