// The one description of the table: CDK (lib/) and the local stack both build from it.
export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAtEpoch',
  ownerIndex: { name: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
} as const;
