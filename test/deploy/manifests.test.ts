/**
 * deploy/deckdoctor.yaml checked against the Kubernetes API schemas
 * (kubernetes-models validates each object as the API server would), and
 * against the image and the app: probe paths exist, ports and names agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Service, ServiceAccount } from 'kubernetes-models/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { CronJob } from 'kubernetes-models/batch/v1';
import { Role, RoleBinding } from 'kubernetes-models/rbac.authorization.k8s.io/v1';
import { snapshotApp } from '../helpers/cards.js';

const ROOT = join(import.meta.dirname, '../..');
const docs = parseAllDocuments(readFileSync(join(ROOT, 'deploy/deckdoctor.yaml'), 'utf8')).map((d) => d.toJS() as { kind: string; metadata: { name: string } });

const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  Deployment, Service, HorizontalPodAutoscaler, CronJob, ServiceAccount, Role, RoleBinding,
};

const byKind = (kind: string) => docs.find((d) => d.kind === kind) as any;

describe('deploy/deckdoctor.yaml', () => {
  it('holds a Deployment, Service, HorizontalPodAutoscaler and the daily refresh, each valid for its API', () => {
    expect(docs.map((d) => d.kind)).toEqual(['Deployment', 'Service', 'HorizontalPodAutoscaler', 'ServiceAccount', 'Role', 'RoleBinding', 'CronJob']);
    for (const doc of docs) expect(() => new MODELS[doc.kind]!(doc).validate(), `${doc.kind} ${doc.metadata.name}`).not.toThrow();
  });

  it('the validator rejects a broken object (it is really checking)', () => {
    const broken = structuredClone(byKind('Deployment'));
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken).validate()).toThrow();
  });

  it('probes paths the app serves, on the port the image exposes, and names agree across objects', async () => {
    const deployment = byKind('Deployment');
    const container = deployment.spec.template.spec.containers[0];
    expect(container.ports[0].containerPort).toBe(8080);
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/^EXPOSE 8080$/m);
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    const app = await snapshotApp();
    try {
      for (const probe of [container.startupProbe, container.readinessProbe, container.livenessProbe]) {
        expect((await app.inject({ url: probe.httpGet.path })).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
    expect(byKind('Service').spec.selector).toEqual(deployment.spec.template.metadata.labels);
    expect(byKind('HorizontalPodAutoscaler').spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    // Longer than the server's 10 s shutdown grace, so in-flight answers finish before SIGKILL.
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(10);
  });
});
