// The package's public surface: the client, its errors and the API's shapes.
export * from './api-shapes.js';
export * from './errors.js';
export * from './storybook-client.js';
export * from './webhooks.js';
