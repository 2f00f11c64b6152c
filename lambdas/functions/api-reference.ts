// GET /v1/openapi.json, GET /docs and GET /docs/{asset}: the contract and its reference page.
import { apiReferenceDependencies } from '../composition/keyless-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { apiReferenceHandler } from '../handlers/http/api-reference-handler';

export const handler = lambdaEntry((config) => apiReferenceHandler(apiReferenceDependencies(config)));
