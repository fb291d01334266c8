import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/helpers.ts';

// Behaviour §7 files (list, read, delete, upload with files + fileInfo, replace with ?id=) and the two
// file errors of behaviour §8, with a small upload limit so the size check is cheap to reach.
const maxBytes = 4000;
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ CONTENT_UPLOAD_MAX_BYTES: String(maxBytes) });
});
afterAll(() => service.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="5" cx="5" cy="5" fill="#c2185b"/></svg>',
);

function form(files: { name: string; type: string; content: Buffer }[], fileInfo?: unknown): FormData {
  const body = new FormData();
  for (const file of files) body.append('files', new Blob([file.content], { type: file.type }), file.name);
  if (fileInfo !== undefined) body.append('fileInfo', JSON.stringify(fileInfo));
  return body;
}

const served = async (url: string) => {
  const response = await fetch(`${service.url}${url}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('uploads', () => {
  it('lists the seeded logo', async () => {
    const answer = await service.call('GET', '/api/upload/files');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([expect.objectContaining({ mime: 'image/svg+xml', provider: 'local' })]);
  });

  it('uploads several files with their fileInfo, serves them, and reads one back', async () => {
    const answer = await service.call('POST', '/api/upload', {
      body: form(
        [
          { name: 'ruby-almond.png', type: 'image/png', content: png },
          { name: 'dot.svg', type: 'image/svg+xml', content: svg },
        ],
        [{ alternativeText: 'Ruby almond set', caption: 'Bestseller' }, { name: 'Dot icon' }],
      ),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toHaveLength(2);
    expect(answer.body[0]).toMatchObject({
      name: 'ruby-almond.png',
      alternativeText: 'Ruby almond set',
      caption: 'Bestseller',
      ext: '.png',
      mime: 'image/png',
    });
    expect(answer.body[1]).toMatchObject({ name: 'Dot icon', ext: '.svg', width: 10, height: 10 });
    expect(answer.body[0]).toMatchObject({ width: 1, height: 1 });
    expect((await served(answer.body[0].url)).bytes.equals(png)).toBe(true);

    const one = await service.call('GET', `/api/upload/files/${answer.body[0].id}`);
    expect(one.body).toMatchObject({
      id: answer.body[0].id,
      url: answer.body[0].url,
      size: expect.any(Number),
    });
  });

  it('replaces a file with ?id=, updates its info without a file, and deletes it', async () => {
    const [original] = (
      await service.call('POST', '/api/upload', {
        body: form([{ name: 'old.png', type: 'image/png', content: png }]),
      })
    ).body;
    const replaced = await service.call('POST', `/api/upload?id=${original.id}`, {
      body: form([{ name: 'new.svg', type: 'image/svg+xml', content: svg }]),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: original.id, name: 'new.svg', mime: 'image/svg+xml' });
    expect((await served(original.url)).status).toBe(404);
    expect((await served(replaced.body.url)).bytes.equals(svg)).toBe(true);

    const described = await service.call('POST', `/api/upload?id=${original.id}`, {
      body: form([], { alternativeText: 'A dot' }),
    });
    expect(described.body).toMatchObject({
      id: original.id,
      alternativeText: 'A dot',
      url: replaced.body.url,
    });

    const deleted = await service.call('DELETE', `/api/upload/files/${original.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(original.id);
    expect((await served(replaced.body.url)).status).toBe(404);
  });

  it('answers the behaviour §8 not-found file error with the id', async () => {
    const message = 'File with ID 4242 not found. The requested file may have been deleted or never existed.';
    for (const [method, path] of [
      ['GET', '/api/upload/files/4242'],
      ['DELETE', '/api/upload/files/4242'],
    ] as const) {
      const answer = await service.call(method, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        data: null,
        error: { status: 404, name: 'NotFoundError', message, details: {} },
      });
    }
    const replace = await service.call('POST', '/api/upload?id=4242', {
      body: form([{ name: 'a.png', type: 'image/png', content: png }]),
    });
    expect(replace.body.error.message).toBe(message);
  });

  it('answers the behaviour §8 forbidden file error with the id to a read-only token', async () => {
    const [logo] = (await service.call('GET', '/api/upload/files')).body;
    const message = `Access to file with ID ${logo.id} is forbidden. You may not have sufficient permissions.`;
    const readOnly = service.tokens.readOnly;
    expect((await service.call('GET', `/api/upload/files/${logo.id}`, { token: readOnly })).status).toBe(200);
    const deletion = await service.call('DELETE', `/api/upload/files/${logo.id}`, { token: readOnly });
    expect(deletion.status).toBe(403);
    expect(deletion.body.error).toEqual({ status: 403, name: 'ForbiddenError', message, details: {} });
    const replace = await service.call('POST', `/api/upload?id=${logo.id}`, {
      token: readOnly,
      body: form([{ name: 'a.png', type: 'image/png', content: png }]),
    });
    expect(replace.body.error.message).toBe(message);
    expect((await served(logo.url)).status).toBe(200);
  });

  it('refuses files over the size limit (413) and of other types (400)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(maxBytes)]);
    const tooBig = await service.call('POST', '/api/upload', {
      body: form([{ name: 'big.png', type: 'image/png', content: big }]),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.name).toBe('PayloadTooLargeError');

    for (const file of [
      { name: 'page.html', type: 'text/html', content: Buffer.from('<script>alert(1)</script>') },
      { name: 'fake.png', type: 'image/png', content: Buffer.from('MZ not really a png') },
      { name: 'dot.png', type: 'image/svg+xml', content: svg },
    ]) {
      const refused = await service.call('POST', '/api/upload', { body: form([file]) });
      expect(refused.status, file.name).toBe(400);
      expect(refused.body.error.name).toBe('ValidationError');
    }
    const empty = await service.call('POST', '/api/upload', { body: form([]) });
    expect(empty.body.error.message).toBe('Files are empty');
    expect((await service.call('GET', '/api/upload/files?filters[name][$eq]=page.html')).body).toEqual([]);
  });

  it('clears the global logo when its file is deleted', async () => {
    const before = await service.call('GET', '/api/global?populate=logo');
    expect((await service.call('DELETE', `/api/upload/files/${before.body.data.logo.id}`)).status).toBe(200);
    const after = await service.call('GET', '/api/global?populate=logo');
    expect(after.body.data.logo).toBeNull();
  });
});
