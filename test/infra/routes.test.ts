import { describe, expect, it } from 'vitest';
import { fallbackRoute, httpRoutes, type HttpHandlerName } from '../../lambdas/contract/routes';
import { functionOf, logicalIdOf, synthesize } from './synth';

describe('HTTP API: every route of the route table, and $default, has its own function', () => {
  const { stack, template } = synthesize('development');
  const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration');

  function integrationFor(routeKey: string) {
    const route = routes.find((r) => r.Properties.RouteKey === routeKey);
    if (!route) throw new Error(`no route ${routeKey}`);
    // Target is `integrations/<ref>`.
    const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
    const integration = integrations[integrationId];
    if (!integration) throw new Error(`route ${routeKey} targets unknown integration ${integrationId}`);
    return integration.Properties;
  }

  it('is an HTTP API named for the stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      Name: 'storybook-development',
    });
  });

  it('has exactly the v1 routes, the contract and its reference page, plus $default', () => {
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(
      ['$default', 'GET /v1/health', 'GET /v1/stories/{id}', 'POST /v1/stories', 'GET /v1/stories', 'GET /v1/usage', 'POST /v1/stories/{id}/cancel', 'GET /v1/webhooks/secret', 'GET /v1/webhooks/deliveries', 'POST /v1/webhooks/deliveries/{id}/replay', 'GET /v1/openapi.json', 'GET /docs', 'GET /docs/{asset}'].sort(),
    );
  });

  it.each<[string, HttpHandlerName]>([
    ['GET /v1/health', 'health'],
    ['POST /v1/stories', 'createStory'],
    ['GET /v1/stories/{id}', 'getStory'],
    ['GET /v1/stories', 'listStories'],
    ['GET /v1/usage', 'getUsage'],
    ['POST /v1/stories/{id}/cancel', 'cancelStory'],
    ['GET /v1/webhooks/secret', 'webhookSecret'],
    ['GET /v1/webhooks/deliveries', 'listWebhookDeliveries'],
    ['POST /v1/webhooks/deliveries/{id}/replay', 'replayWebhookDelivery'],
    ['GET /v1/openapi.json', 'apiReference'],
    ['GET /docs', 'apiReference'],
    ['GET /docs/{asset}', 'apiReference'],
    ['$default', 'fallback'],
  ])('%s invokes the %s function with payload format 2.0', (routeKey, handler) => {
    const integration = integrationFor(routeKey);
    expect(integration.IntegrationType).toBe('AWS_PROXY');
    expect(integration.PayloadFormatVersion).toBe('2.0');
    expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [logicalIdOf(stack, functionOf(stack, handler)), 'Arn'] });
  });

  it('gives each API route its own function, the reference routes one more, $default the fallback', () => {
    const targets = routes.map((r) => JSON.stringify(integrationFor(r.Properties.RouteKey).IntegrationUri));
    expect(new Set(targets).size).toBe(new Set([...httpRoutes.map((route) => route.handler), fallbackRoute.handler]).size);
  });

  it('lets API Gateway invoke each function', () => {
    for (const handler of ['health', 'createStory', 'getStory', 'listStories', 'getUsage', 'cancelStory', 'fallback', 'apiReference'] as const) {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalIdOf(stack, functionOf(stack, handler)), 'Arn'] },
      });
    }
  });
});
