import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { badUserInput, GatewayError } from '../../src/errors.ts';
import { formatError } from '../../src/graphql/format-errors.ts';

const located = (original: Error) =>
  new GraphQLError(original.message, { path: ['cart'], originalError: original });

describe('the central GraphQL error formatting', () => {
  it('hides crashes behind "Something went wrong." and flags them for the log', () => {
    const { formatted, internal } = formatError(
      located(new TypeError("Cannot read properties of undefined (reading 'secret')")),
    );
    expect(internal).toBe(true);
    expect(formatted).toEqual({
      message: 'Something went wrong.',
      path: ['cart'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it("treats an answer that breaks the schema as a crash, not as the shopper's mistake", () => {
    const broken = new GraphQLError('Cannot return null for non-nullable field SimpleCartItem.id.', {
      path: ['cart', 'contents', 'nodes', 0, 'id'],
    });
    const { formatted, internal } = formatError(broken);
    expect(internal).toBe(true);
    expect(formatted.message).toBe('Something went wrong.');
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('keeps our codes, messages and safe details', () => {
    const { formatted } = formatError(
      located(badUserInput('Invalid filter entry "x"', { entry: 'x', stack: 'nope' })),
    );
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT', entry: 'x' });
    expect(formatted.message).toBe('Invalid filter entry "x"');
    expect(
      formatError(located(new GatewayError('RATE_LIMITED', 'slow down'))).formatted.extensions.code,
    ).toBe('RATE_LIMITED');
  });

  it('passes upstream messages on with a stable code and without upstream details', () => {
    const upstream = new GraphQLError('Incorrect password. Please try again.', {
      extensions: { response: { headers: { secret: 1 } } },
    });
    expect(formatError(upstream).formatted).toMatchObject({
      message: 'Incorrect password. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(formatError(new GraphQLError('Order not found')).formatted.extensions.code).toBe('NOT_FOUND');
    expect(formatError(new GraphQLError('Expired token')).formatted.extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(formatError(upstream).formatted)).not.toContain('secret');
  });
});
