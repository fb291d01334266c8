import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a content security policy that lets Stripe.js run its card fields and
 * 3-D Secure frames (https://docs.stripe.com/security/guide#content-security-policy).
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          // Gravatar: the signed-in customer's avatar and reviewers' pictures (WordPress's avatars).
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://secure.gravatar.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Plain http on localhost must keep working: upgrade only outside development.
          upgradeInsecureRequests: app.config.APP_MODE === 'production' ? [] : null,
        },
      },
      // Stripe's frames and images from the upstream hosts come from other origins.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
