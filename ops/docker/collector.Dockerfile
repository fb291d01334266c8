# syntax=docker/dockerfile:1.7
# The upstream collector image has no shell or HTTP client, so a health check could not run;
# a static busybox is added for `wget` against the health_check extension (:13133).
FROM busybox:1.37-musl AS busybox

FROM otel/opentelemetry-collector-contrib:0.116.1
COPY --from=busybox /bin/busybox /busybox
COPY ops/collector/config.yaml /etc/otelcol-contrib/config.yaml
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["/busybox", "wget", "-q", "-O", "/dev/null", "http://127.0.0.1:13133/"]
