// The one description of the table: CDK (lib/) and the local stack both build from it.
export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAtEpoch',
  ownerIndex: { name: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  // Sparse: only tasks still pending or processing carry gsi2pk, sorted by their last heartbeat (for the reaper).
  activityIndex: { name: 'byActivity', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
} as const;
