import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/helpers';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

describe('the API documentation', () => {
  const t = useTestApp();

  it('serves the browsable UI at /api/docs under the same strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // The UI has no inline script, which is why the strict CSP is enough for it.
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<OpenApiDocument>(response);

    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/category', '/api/reviews']),
    );
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    expect(doc.components.schemas).toHaveProperty('Category');
    expect(doc.components.schemas).toHaveProperty('Review');
    expect(doc.components.schemas).toHaveProperty('ApiError');
    expect(JSON.stringify(doc.paths['/api/category'])).toContain('#/components/schemas/Category');
  });

  it('documents the notification routes', async () => {
    const doc = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/notifications',
        '/api/notifications/unread-count',
        '/api/notifications/{id}/read',
        '/api/notifications/read-all',
        '/api/notification-settings',
        '/api/notification-settings/unsubscribe',
      ]),
    );
    expect(Object.keys(doc.paths['/api/notifications/{id}/read'] ?? {})).toContain('patch');
    expect(Object.keys(doc.paths['/api/notifications/read-all'] ?? {})).toContain('post');
    expect(JSON.stringify(doc.paths['/api/notifications'])).toContain(
      '#/components/schemas/Notification',
    );
  });

  it('documents the application questions, the adopter profile and a pet’s application', async () => {
    const doc = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    for (const path of ['/api/application-settings', '/api/adopter-profile']) {
      expect(Object.keys(doc.paths[path] ?? {}).sort()).toEqual(['get', 'put']);
    }
    expect(Object.keys(doc.paths['/api/petListing/{id}/application'] ?? {})).toEqual(['get']);
    expect(JSON.stringify(doc.paths['/api/application-settings'])).toContain(
      '#/components/schemas/ApplicationSettings',
    );
    expect(JSON.stringify(doc.paths['/api/petListing/{id}/application'])).toContain(
      '#/components/schemas/PetApplication',
    );
  });

  it('documents the audit log as a read-only list', async () => {
    const doc = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(Object.keys(doc.paths['/api/audit'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/audit'))).toEqual([
      '/api/audit',
    ]);
    expect(JSON.stringify(doc.paths['/api/audit'])).toContain('#/components/schemas/AuditEntry');
  });

  it('names every shared schema that carries an id as a component', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = json<OpenApiDocument>(response);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'AdminCheck',
        'AdopterProfile',
        'AdoptionRequest',
        'AnsweredQuestion',
        'ApplicationQuestion',
        'ApplicationSettings',
        'ApiError',
        'Campaign',
        'CardError',
        'Category',
        'ContactMessage',
        'CreateAdoptionRequest',
        'CreateCampaign',
        'CreateContactMessage',
        'CreatePayment',
        'CreatePaymentIntent',
        'CreatePet',
        'CreateUser',
        'Donator',
        'Health',
        'ImageUpload',
        'JwtRequest',
        'JwtResponse',
        'Login',
        'Notification',
        'NotificationSettings',
        'Payment',
        'PaymentIntentAnswer',
        'PetApplication',
        'PaymentResult',
        'Pet',
        'PublicConfig',
        'Register',
        'Review',
        'TestCardConfirm',
        'TestCardConfirmAnswer',
        'UnreadCount',
        'UpdateCampaign',
        'UpdatePet',
        'User',
      ]),
    );
    // The ignored fields of POST /api/payments keep their descriptions.
    expect(JSON.stringify(doc.components.schemas.CreatePayment)).toContain(
      'Ignored: the payer is the signed-in user.',
    );
  });
});
