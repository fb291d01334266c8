import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCanWrite } from '../auth/access.ts';
import { fileForbiddenError, fileNotFoundError, forbiddenError, validationError } from '../errors.ts';
import { fileModel } from '../query/fields.ts';
import { parseQuery } from '../query/parse-query.ts';
import { fileObject } from '../serialize.ts';
import type { ContentServices } from '../services.ts';
import { imageDimensions } from '../uploads/dimensions.ts';
import { checkFileType } from '../uploads/file-types.ts';
import type { FileInfo, IncomingFile } from '../uploads/file-store.ts';

type IdParams = { Params: { id: string } };

/**
 * The upload plugin's content API (Strapi `upload/server/src/controllers/content-api.ts`): list,
 * read and delete files, upload (201, an array), replace (`?id=`, one file) and, with `?id=` and
 * no file, update the file's information.
 */
export function uploadRoutes(app: FastifyInstance, services: ContentServices): void {
  app.get('/upload/files', async (request) => {
    const query = parseQuery(fileModel, (request.query ?? {}) as Record<string, unknown>);
    return services.files.find(query).map(fileObject);
  });

  app.get<IdParams>('/upload/files/:id', async (request) => {
    const file = services.files.get(request.params.id);
    if (!file) throw fileNotFoundError(request.params.id);
    return fileObject(file);
  });

  app.delete<IdParams>('/upload/files/:id', async (request) => {
    const { id } = request.params;
    assertCanWrite(request, fileForbiddenError(id));
    const file = services.files.get(id);
    if (!file) throw fileNotFoundError(id);
    services.files.remove(file);
    return fileObject(file);
  });

  app.post<{ Querystring: { id?: unknown } }>('/upload', async (request, reply) => {
    const { id } = request.query;
    if (id !== undefined && typeof id !== 'string')
      throw validationError('File id is required and must be a single value');
    assertCanWrite(request, id === undefined ? forbiddenError() : fileForbiddenError(id));
    const existing = id === undefined ? undefined : services.files.get(id);
    if (id !== undefined && !existing) throw fileNotFoundError(id);

    const { files, infos } = await readUpload(request);
    if (existing) {
      if (files.length > 1) throw validationError('Cannot replace a file with multiple ones');
      const replacement = files[0];
      const updated = replacement
        ? services.files.replace(existing, replacement, infos[0])
        : services.files.updateInfo(existing, infos[0] ?? {});
      return fileObject(updated);
    }
    if (files.length === 0) throw validationError('Files are empty');
    const saved = services.db.transaction(() =>
      files.map((file, index) => services.files.save(file, infos[index])),
    )();
    reply.code(201);
    return saved.map(fileObject);
  });
}

/** Reads the multipart body: `files` parts (each checked against the allow-list) and `fileInfo`. */
async function readUpload(request: FastifyRequest): Promise<{ files: IncomingFile[]; infos: FileInfo[] }> {
  if (!request.isMultipart())
    throw validationError('The request must be multipart/form-data with a "files" field');
  const files: IncomingFile[] = [];
  const infos: FileInfo[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      files.push(await readFile(part));
    } else if (part.fieldname === 'fileInfo') {
      infos.push(...parseFileInfo(String(part.value)));
    }
  }
  return { files, infos };
}

async function readFile(part: MultipartFile): Promise<IncomingFile> {
  // toBuffer() throws the plugin's 413 when the file is over the configured fileSize limit.
  const content = await part.toBuffer();
  const { ext, mime } = checkFileType(part.filename, part.mimetype, content);
  return { fileName: part.filename, mime, ext, content, ...(await imageDimensions(mime, content)) };
}

function parseFileInfo(raw: string): FileInfo[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw validationError('fileInfo must be JSON');
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((item) => {
    if (typeof item !== 'object' || item === null) throw validationError('fileInfo must be an object');
    const { name, alternativeText, caption } = item as Record<string, unknown>;
    const text = (value: unknown, key: string) => {
      if (value === undefined || value === null || typeof value === 'string')
        return value as string | null | undefined;
      throw validationError(`fileInfo.${key} must be a string`);
    };
    const info: FileInfo = {};
    const nameValue = text(name, 'name');
    if (nameValue) info.name = nameValue;
    if (alternativeText !== undefined)
      info.alternativeText = text(alternativeText, 'alternativeText') ?? null;
    if (caption !== undefined) info.caption = text(caption, 'caption') ?? null;
    return info;
  });
}
