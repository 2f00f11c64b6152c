import { describe, expect, it } from 'vitest';
import type { HttpHandlerName } from '../../lambdas/contract/routes';
import { functionOf, logicalIdOf, packageVersion, synthesize } from './synth';

const handlers: HttpHandlerName[] = ['health', 'createStory', 'getStory', 'fallback', 'apiReference'];

describe('functions: Node 22 on ARM, bounded size and time, the environment config.ts reads', () => {
  const { stack, template } = synthesize('development');
  const production = synthesize('production');
  const functions = template.findResources('AWS::Lambda::Function');
  const propertiesOf = (handler: HttpHandlerName) => {
    const fn = functions[logicalIdOf(stack, functionOf(stack, handler))];
    if (!fn) throw new Error(`no function resource for ${handler}`);
    return fn.Properties;
  };

  it.each(handlers)('%s runs nodejs22.x on arm64 with 512 MB and 10 s', (handler) => {
    const fn = propertiesOf(handler);
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.MemorySize).toBe(512);
    expect(fn.Timeout).toBe(10);
    expect(fn.Handler).toBe('index.handler');
  });

  it.each(handlers)('%s gets the stage, version and resource names', (handler) => {
    expect(propertiesOf(handler).Environment.Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      STAGE: 'development',
      APP_VERSION: packageVersion,
      TABLE_NAME: { Ref: logicalIdOf(stack, stack.data.table) },
      BUCKET_NAME: { Ref: logicalIdOf(stack, stack.data.bucket) },
      QUEUE_URL: { Ref: logicalIdOf(stack, stack.queues.jobs) },
      // The origin lock (test/infra/edge.test.ts).
      ORIGIN_VERIFY_SECRET: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: logicalIdOf(stack, stack.edge.originSecret) }, ':SecretString:::}}']] },
    });
  });

  it.each(handlers)('%s logs to its own log group kept for two weeks', (handler) => {
    const logGroupId = propertiesOf(handler).LoggingConfig.LogGroup.Ref as string;
    expect(template.findResources('AWS::Logs::LogGroup')[logGroupId]?.Properties.RetentionInDays).toBe(14);
  });

  it('tells production functions they run in production', () => {
    const fn = production.template.findResources('AWS::Lambda::Function')[
      logicalIdOf(production.stack, functionOf(production.stack, 'health'))
    ];
    expect(fn?.Properties.Environment.Variables.STAGE).toBe('production');
  });
});

describe('reserved concurrency: the API keeps its own in production, so generation or one client cannot starve it', () => {
  it('production reserves 50 for create, 100 for get, 5 each for health, fallback and apiReference; the workflow and other stages reserve none', () => {
    for (const stage of ['production', 'development', 'preview'] as const) {
      const { stack, template } = synthesize(stage);
      const reserved = Object.fromEntries(
        Object.entries(stack.functions).map(([name, fn]) => [name, template.toJSON().Resources[logicalIdOf(stack, fn)]?.Properties?.ReservedConcurrentExecutions]),
      );
      const expected = stage === 'production' ? { createStory: 50, getStory: 100, health: 5, fallback: 5, apiReference: 5 } : {};
      expect(Object.fromEntries(Object.entries(reserved).filter(([, value]) => value !== undefined)), stage).toEqual(expected);
    }
  });
});
