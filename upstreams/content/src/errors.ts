/**
 * Strapi's error classes and its REST error envelope
 * (https://docs.strapi.io/cms/error-handling: `{data: null, error: {status, name, message, details}}`).
 * Names and default messages follow @strapi/utils `errors.ts`.
 */
export class StrapiError extends Error {
  constructor(
    readonly status: number,
    name: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = name;
  }
}

export const validationError = (message = 'Validation error', details: Record<string, unknown> = {}) =>
  new StrapiError(400, 'ValidationError', message, details);

export const paginationError = (message = 'Invalid pagination') =>
  new StrapiError(400, 'PaginationError', message);

export const unauthorizedError = (message = 'Unauthorized') =>
  new StrapiError(401, 'UnauthorizedError', message);

export const forbiddenError = (message = 'Forbidden') => new StrapiError(403, 'ForbiddenError', message);

export const notFoundError = (message = 'Not Found') => new StrapiError(404, 'NotFoundError', message);

export const payloadTooLargeError = (message = 'Entity too large') =>
  new StrapiError(413, 'PayloadTooLargeError', message);

/** Behaviour §8, file errors: the client shows these messages as they are, so they carry the id. */
export const fileNotFoundError = (id: string | number) =>
  notFoundError(`File with ID ${id} not found. The requested file may have been deleted or never existed.`);

export const fileForbiddenError = (id: string | number) =>
  forbiddenError(`Access to file with ID ${id} is forbidden. You may not have sufficient permissions.`);

export interface ErrorEnvelope {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export const envelope = (error: StrapiError): ErrorEnvelope => ({
  data: null,
  error: { status: error.status, name: error.name, message: error.message, details: error.details },
});

/** One invalid input field, shaped like Strapi's yup-formatted `details.errors[]`. */
export const fieldError = (path: string, message: string) => ({
  path: [path],
  message,
  name: 'ValidationError',
});
