import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from '../../src/shop/index.ts';
import { simpleProduct, startTestShop, type TestShop } from '../support/shop/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const register = (email: string, password = 'correct-horse-7') => ({
  input: { email, password, username: email.split('@')[0], firstName: 'Mia' },
});

describe('registration and sign-in', () => {
  it('registers a customer who is signed in at once', async () => {
    const client = shop.client();
    const data = await client.ok('registerCustomer', register('mia@example.test'));
    expect(data.registerCustomer.customer).toMatchObject({
      email: 'mia@example.test',
      username: 'mia',
      firstName: 'Mia',
    });
    expect(data.registerCustomer.authToken).toMatch(/^ey/);
    const again = await client.run('registerCustomer', register('mia@example.test'));
    expect(again.errors?.[0]?.message).toBe(
      'An account is already registered with your email address. Please log in.',
    );
  });

  it('signs in with the password, merges the guest cart and answers as the viewer', async () => {
    const client = shop.client();
    await shop.client().ok('registerCustomer', register('noor@example.test'));
    const product = simpleProduct(shop);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 2 } });
    const guestToken = client.session;

    const login = (await client.ok('login', { username: 'noor@example.test', password: 'correct-horse-7' }))
      .login;
    expect(login.user.email).toBe('noor@example.test');
    expect(login.authToken).toMatch(/^ey/);
    expect(Number(login.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(login.refreshTokenExpiration)).toBeGreaterThan(Number(login.authTokenExpiration));
    expect(login.sessionToken).not.toBe(guestToken);
    expect(login.user.wooSessionToken).toBe(login.sessionToken);
    expect(login.customer.sessionToken).toBe(login.sessionToken);

    client.authToken = login.authToken;
    client.session = login.sessionToken;
    const cart = await client.ok('getCart');
    expect(cart.viewer.username).toBe('noor');
    expect(cart.customer.databaseId).toBe(login.user.databaseId);
    expect(cart.cart.contents.itemCount).toBe(2);
  });

  it('names a wrong password and an unknown user', async () => {
    await shop.client().ok('registerCustomer', register('ola@example.test'));
    const wrong = await shop.client().run('login', { username: 'ola', password: 'not-it' });
    expect(wrong.errors?.[0]?.message).toBe('incorrect_password');
    const unknown = await shop.client().run('login', { username: 'nobody', password: 'whatever1' });
    expect(unknown.errors?.[0]?.message).toBe('invalid_username');
    const unknownEmail = await shop
      .client()
      .run('login', { username: 'nobody@example.test', password: 'whatever1' });
    expect(unknownEmail.errors?.[0]?.message).toBe('invalid_email');
  });

  it('refreshes the auth token, logs out for good and finds the cart again at the next sign-in', async () => {
    const client = shop.client();
    await shop.client().ok('registerCustomer', register('pia@example.test'));
    const login = (await client.ok('login', { username: 'pia', password: 'correct-horse-7' })).login;
    client.authToken = login.authToken;
    const refreshed = await client.query(
      'mutation ($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken success } }',
      { t: login.refreshToken },
    );
    expect(refreshed.data?.refreshToken.success).toBe(true);

    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    expect((await client.ok('logout')).logout.success).toBe(true);
    const after = await client.run('getCart');
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    client.authToken = undefined;
    const signedOut = await client.ok('getCart');
    expect(signedOut.cart.isEmpty).toBe(true);
    expect(signedOut.viewer).toBeNull();
    const back = (await client.ok('login', { username: 'pia', password: 'correct-horse-7' })).login;
    client.authToken = back.authToken;
    expect((await client.ok('getCart')).cart.contents.itemCount).toBe(1);
    const reuse = await client.query(
      'mutation ($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken } }',
      { t: login.refreshToken },
    );
    expect(reuse.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset and changes', () => {
  it('tells whether a mailed key is usable without using it, the same for a wrong key as an unknown login', async () => {
    await shop.client().ok('registerCustomer', register('ines@example.test'));
    const client = shop.client();
    await client.ok('ResetPasswordEmail', { username: 'ines@example.test' });
    const mailed = () =>
      new URL(/https?:\/\/\S+/.exec(listMailbox(shop.varDir, 'ines@example.test')[0]!.text)![0]);
    const key = mailed().searchParams.get('key')!;
    const login = mailed().searchParams.get('login')!;
    const status = async (variables: { key: string; login: string }) =>
      (await client.ok('PasswordResetKeyStatus', variables)).passwordResetKeyStatus as string;

    expect(await status({ key, login })).toBe('VALID');
    // Asking is read-only: the key still sets the password afterwards.
    expect(await status({ key, login })).toBe('VALID');
    expect(await status({ key: 'not-the-key', login })).toBe('INVALID');
    expect(await status({ key, login: 'nobody-here' })).toBe('INVALID');
    await client.ok('ResetPasswordKey', { key, login, password: 'ines-new-pass-1' });
    expect(await status({ key, login })).toBe('INVALID');

    await client.ok('ResetPasswordEmail', { username: login });
    const late = mailed().searchParams.get('key')!;
    expect(await status({ key: late, login })).toBe('VALID');
    shop.db().prepare('UPDATE password_resets SET expires_at = 0 WHERE used_at IS NULL').run();
    expect(await status({ key: late, login })).toBe('EXPIRED');
  });

  it('keeps one live key per account: a newer request kills the older link, using one ends it', async () => {
    await shop.client().ok('registerCustomer', register('olga@example.test'));
    const client = shop.client();
    const newestKey = () =>
      new URL(
        /https?:\/\/\S+/.exec(listMailbox(shop.varDir, 'olga@example.test')[0]!.text)![0],
      ).searchParams.get('key')!;
    const status = async (key: string) =>
      (await client.ok('PasswordResetKeyStatus', { key, login: 'olga' })).passwordResetKeyStatus as string;

    await client.ok('ResetPasswordEmail', { username: 'olga@example.test' });
    const first = newestKey();
    await client.ok('ResetPasswordEmail', { username: 'olga' });
    const second = newestKey();
    expect(second).not.toBe(first);
    expect(await status(first)).toBe('INVALID');
    expect(await status(second)).toBe('VALID');

    await client.ok('ResetPasswordKey', { key: second, login: 'olga', password: 'olga-second-pass' });
    const older = await client.run('ResetPasswordKey', {
      key: first,
      login: 'olga',
      password: 'olga-stolen-pass',
    });
    expect(older.errors?.[0]?.message).toBe('Password reset link is invalid.');
    expect(await status(first)).toBe('INVALID');
    expect(await status(second)).toBe('INVALID');
    expect(
      (await shop.client().run('login', { username: 'olga', password: 'olga-stolen-pass' })).errors?.[0]
        ?.message,
    ).toBe('incorrect_password');
    expect(
      (await shop.client().ok('login', { username: 'olga', password: 'olga-second-pass' })).login.authToken,
    ).toMatch(/^ey/);
  });

  it('mails a single-use key that resets the password', async () => {
    await shop.client().ok('registerCustomer', register('rui@example.test'));
    const client = shop.client();
    expect(
      (await client.ok('ResetPasswordEmail', { username: 'rui@example.test' })).sendPasswordResetEmail
        .success,
    ).toBe(true);
    expect(
      (await client.ok('ResetPasswordEmail', { username: 'ghost@example.test' })).sendPasswordResetEmail
        .success,
    ).toBe(true);

    const [mail] = listMailbox(shop.varDir, 'rui@example.test');
    expect(mail?.subject).toBe('Password reset request');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const key = link.searchParams.get('key')!;
    expect(link.searchParams.get('login')).toBe('rui');

    const bad = await client.run('ResetPasswordKey', {
      key: 'not-the-key',
      login: 'rui',
      password: 'brand-new-pass',
    });
    expect(bad.errors?.[0]?.message).toBe('Password reset link is invalid.');
    const reset = await client.ok('ResetPasswordKey', { key, login: 'rui', password: 'brand-new-pass' });
    expect(reset.resetUserPassword.user.id).toBeTruthy();
    const reused = await client.run('ResetPasswordKey', { key, login: 'rui', password: 'another-pass-1' });
    expect(reused.errors?.[0]?.message).toBe('Password reset link is invalid.');

    expect(
      (await shop.client().run('login', { username: 'rui', password: 'correct-horse-7' })).errors?.[0]
        ?.message,
    ).toBe('incorrect_password');

    await client.ok('ResetPasswordEmail', { username: 'rui' });
    const late = new URL(
      /https?:\/\/\S+/.exec(listMailbox(shop.varDir, 'rui@example.test')[0]!.text)![0],
    ).searchParams.get('key')!;
    shop.db().prepare('UPDATE password_resets SET expires_at = 0 WHERE used_at IS NULL').run();
    const expired = await client.run('ResetPasswordKey', {
      key: late,
      login: 'rui',
      password: 'too-late-pass',
    });
    expect(expired.errors?.[0]?.message).toBe('Password reset link has expired.');

    const listed = (await (await fetch(`${shop.url}/dev/mailbox?to=rui@example.test`)).json()) as {
      id: string;
      subject: string;
    }[];
    expect(listed[0]?.subject).toBe('Password reset request');
    const opened = (await (await fetch(`${shop.url}/dev/mailbox/${listed[0]!.id}`)).json()) as {
      text: string;
    };
    expect(opened.text).toContain(late);
    expect(
      (await shop.client().ok('login', { username: 'rui', password: 'brand-new-pass' })).login.authToken,
    ).toBeTruthy();
  });

  it('lets a signed-in customer change the password and the details', async () => {
    const client = shop.client();
    const registered = (await client.ok('registerCustomer', register('sam@example.test'))).registerCustomer;
    client.authToken = registered.authToken;
    const viewer = (await client.ok('getCart')).viewer;
    const changed = await client.ok('updatePassword', { id: viewer.id, password: 'sams-new-secret' });
    expect(changed.updateUser.user.databaseId).toBe(viewer.databaseId);
    expect(
      (await shop.client().run('login', { username: 'sam', password: 'sams-new-secret' })).errors,
    ).toBeUndefined();
    const other = await client.run('updatePassword', { id: 'dXNlcjox', password: 'hijack-attempt' });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const updated = await client.ok('UpdateCustomer', {
      input: {
        firstName: 'Samira',
        billing: { firstName: 'Samira', city: 'Lisbon', country: 'PT' },
        shipping: { city: 'Lisbon', country: 'PT' },
      },
    });
    expect(updated.updateCustomer.customer).toMatchObject({
      firstName: 'Samira',
      billing: { city: 'Lisbon', country: 'PT' },
      shipping: { country: 'PT' },
    });
    const guest = await shop.client().run('updatePassword', { id: viewer.id, password: 'no-session-here' });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
