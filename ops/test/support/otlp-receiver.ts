/**
 * A stand-in OpenTelemetry collector: an HTTP server that takes OTLP/HTTP JSON on `/v1/traces`
 * (what @opentelemetry/exporter-trace-otlp-http sends) and keeps the spans.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  name: string;
  kind: number;
  serviceName: string;
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT should say. */
  url: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { traceId: string; name: string; kind: number }[] }[];
  }[];
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
        for (const resource of body.resourceSpans ?? []) {
          const serviceName =
            resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
              .stringValue ?? '';
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              received.push({ traceId: span.traceId, name: span.name, kind: span.kind, serviceName });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
