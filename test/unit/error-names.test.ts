import { describe, expect, it } from 'vitest';
import * as config from '../../lambdas/contract/config';
import { taskAlreadyEndedErrorName, transientErrorNames } from '../../lambdas/contract/workflow-steps';
import * as errors from '../../lambdas/core/errors';
import * as generationErrors from '../../lambdas/core/generation-errors';
import { NamedError, type NamedErrorClass } from '../../lambdas/core/named-error';
import * as latency from '../../lambdas/adapters/ai/simulated-latency';
import * as providerErrors from '../../lambdas/ports/provider-errors';
import * as mailErrors from '../../lambdas/ports/mailer';

// Every error class whose name crosses a boundary, from the modules that declare them.
const modules = { errors, generationErrors, providerErrors, config, latency, mailErrors };
const errorClasses = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is NamedErrorClass & (abstract new (...args: never[]) => Error) => typeof value === 'function' && value.prototype instanceof NamedError);
// Abstract bases name no error that is ever thrown.
const abstractBases = new Set<unknown>([errors.AppError, errors.LimitExceededError, providerErrors.ProviderError, mailErrors.MailError]);
const concrete = errorClasses.filter((errorClass) => !abstractBases.has(errorClass));

describe('Error names are declared, so they survive minification', () => {
  it('finds the error classes', () => {
    expect(concrete.length).toBeGreaterThanOrEqual(20);
  });

  it.each(concrete.map((errorClass) => [errorClass.name, errorClass] as const))('%s declares its own name, equal to the class name', (_name, errorClass) => {
    expect(Object.hasOwn(errorClass, 'errorName')).toBe(true);
    expect(errorClass.errorName).toBe(errorClass.name);
  });

  it('instances carry the declared name even when the class itself is renamed (as a minifier does)', () => {
    const Renamed = { r: class extends errors.ExternalServiceError {} }.r;
    Object.defineProperty(Renamed, 'name', { value: 'r' });
    expect(new Renamed('down').name).toBe('ExternalServiceError');
  });
});

describe('The lists the workflow matches on are built from the classes', () => {
  it('transient errors: provider throttling and unavailability, and a dependency outage', () => {
    expect(transientErrorNames).toEqual([
      providerErrors.ProviderThrottledError.errorName,
      providerErrors.ProviderUnavailableError.errorName,
      errors.ExternalServiceError.errorName,
    ]);
  });

  it('a task that already ended', () => {
    expect(taskAlreadyEndedErrorName).toBe(generationErrors.TaskAlreadyEndedError.errorName);
  });
});
