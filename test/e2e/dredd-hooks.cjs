// Dredd's hooks for the local stack: every request carries the stack's key, the book reads and the cancel use the
// book the create made (the document's example id is, rightly, nobody's book), and each operation's documented
// success is what is checked (the refusals need a firewall, an outage or a spent account to happen).
const hooks = require('hooks');

let bookId;
hooks.beforeEach((transaction, done) => {
  if (!/^2\d\d$/.test(String(transaction.expected.statusCode))) transaction.skip = true;
  // The asset route answers scripts and style sheets; the example asset is a script.
  const type = transaction.expected.headers['Content-Type'] || '';
  if (transaction.fullPath.endsWith('.js') && type.startsWith('text/css')) transaction.skip = true;
  // A replay's 202 needs an attempt this stack made (a webhook receiver); newman checks the unknown attempt's 404.
  if (transaction.fullPath.startsWith('/v1/webhooks/deliveries/')) transaction.skip = true;
  transaction.request.headers['x-api-key'] = process.env.STORYBOOK_API_KEY;
  // A fresh key per create: the document's example key would replay the first create's ids.
  if (transaction.request.headers['Idempotency-Key']) transaction.request.headers['Idempotency-Key'] = `dredd-${Date.now()}-${Math.random()}`;
  // The example cursor is not one this stack made (400 INVALID_CURSOR): the first page has none.
  transaction.fullPath = transaction.fullPath.replace(/([?&])cursor=[^&]*&?/, '$1').replace(/[?&]$/, '');
  if (bookId) transaction.fullPath = transaction.fullPath.replace(/^\/v1\/stories\/[0-9a-f-]{36}/, `/v1/stories/${bookId}`);
  transaction.request.uri = transaction.fullPath;
  done();
});
hooks.beforeEachValidation((transaction, done) => {
  // Gavel compares Content-Type as a whole string; the media type is what the document names.
  const type = transaction.real.headers['content-type'];
  if (type) transaction.real.headers['content-type'] = type.split(';')[0].trim();
  // Sent only on a replayed create (the document says so); Dredd expects every documented header.
  if (!transaction.real.headers['idempotent-replayed']) delete transaction.expected.headers['idempotent-replayed'];
  done();
});
hooks.afterEach((transaction, done) => {
  if (transaction.request.method === 'POST' && transaction.fullPath === '/v1/stories' && transaction.real) bookId = JSON.parse(transaction.real.body).data.bookId;
  done();
});
