import { GraphQLError } from 'graphql';

/** Bad input the shopper can fix: a clear message and a stable code, never a 500. */
export const userError = (message: string, code = 'BAD_USER_INPUT'): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

export const unauthenticated = (message = 'You must be signed in to do that.'): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });

export const notFound = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
