// Autonomous systems of cloud, CDN, edge and hosting providers: an address they announce is a provider's machine (a
// server in some region, an anycast edge, a VPN exit rented in a data centre), so where the location data places it
// says nothing about where a key's holder is (core/abuse-guard.ts). Numbers as @ip-location-db/asn lists them; the
// organisation is what that package names them. Build time only (ip-country-table-builder.ts).
export const HOSTING_NETWORKS: ReadonlyArray<readonly [asn: number, organisation: string]> = [
  // Clouds and their serverless and edge runtimes.
  [16509, 'Amazon.com'], [14618, 'Amazon.com'], [8987, 'Amazon Data Services Ireland'], [7224, 'Amazon.com'],
  [15169, 'Google'], [396982, 'Google Cloud'], [19527, 'Google'], [36492, 'Google'], [139070, 'Google Asia Pacific'],
  [8075, 'Microsoft'], [8068, 'Microsoft'],
  [31898, 'Oracle Cloud'], [36351, 'IBM Cloud'],
  [45102, 'Alibaba Cloud'], [37963, 'Alibaba Cloud'], [132203, 'Tencent Cloud'], [45090, 'Tencent Cloud'], [136907, 'Huawei Cloud'],
  // CDNs and edge networks (1.1.1.1 is Cloudflare's, and Cloudflare Workers and WARP leave through it).
  [13335, 'Cloudflare'], [209242, 'Cloudflare London'],
  [20940, 'Akamai'], [16625, 'Akamai'], [16702, 'Akamai'], [21342, 'Akamai'], [32787, 'Akamai'], [33905, 'Akamai'], [35994, 'Akamai'],
  [54113, 'Fastly'],
  // Hosting and developer platforms.
  [14061, 'DigitalOcean'], [63949, 'Akamai (Linode)'], [20473, 'Vultr (The Constant Company)'], [16276, 'OVH'],
  [24940, 'Hetzner'], [213230, 'Hetzner Cloud'], [12876, 'Scaleway'], [40509, 'Fly.io'], [51167, 'Contabo'],
  [16265, 'Leaseweb'], [60781, 'Leaseweb'],
  // Data centres that VPN services rent most of their exits in.
  [9009, 'M247'], [60068, 'Datacamp'], [212238, 'Datacamp'],
];
