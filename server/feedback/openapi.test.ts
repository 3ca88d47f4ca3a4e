import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '../../contract/feedback.js';
import { openApiDocument } from '../api/openapi.js';

describe('the OpenAPI document of the feedback routes', () => {
  it('declares both writes and the figures, with the contract schemas', () => {
    const document = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[]; maxLength?: number }> }> };
    };
    expect(document.paths['/api/answers']!.post!.operationId).toBe('sendAnswers');
    expect(document.paths['/api/reports']!.post!.operationId).toBe('reportQuestion');
    expect(document.paths['/api/answers/{id}']!.get!.operationId).toBe('getTopicFigures');
    const report = document.components.schemas.Report!.properties;
    expect(report.reason!.enum).toEqual([...REPORT_REASONS]);
    expect(report.comment!.maxLength).toBe(1000);
  });
});
