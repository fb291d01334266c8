# syntax=docker/dockerfile:1.7
# Jaeger all-in-one (in-memory storage; use a real backend for more than a demo). Like the
# collector image it has no HTTP client, so a static busybox is added for the health check
# (admin port 14269 answers when Jaeger is ready).
FROM busybox:1.37-musl AS busybox

FROM jaegertracing/all-in-one:1.64.0
COPY --from=busybox /bin/busybox /busybox
ENV COLLECTOR_OTLP_ENABLED=true
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["/busybox", "wget", "-q", "-O", "/dev/null", "http://127.0.0.1:14269/"]
