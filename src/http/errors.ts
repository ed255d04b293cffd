import { SERVICE_VERSION, TOOL } from '../contract/version.js';
import { FORMAT_IDS } from '../domain/formats.js';
import type { ErrorCode, ErrorResponse } from '../contract/schemas.js';

/** An error that leaves the service as the interface's ErrorResponse. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { supported_formats?: string[]; detail?: string; field?: string } = {},
  ) {
    super(message);
  }

  toBody(): ErrorResponse {
    return errorBody(this.code, this.message, this.extra);
  }
}

export function errorBody(code: ErrorCode, message: string, extra: ApiError['extra'] = {}): ErrorResponse {
  return { tool: TOOL, service_version: SERVICE_VERSION, error: { code, message, ...extra } };
}

export const unsupportedFormat = (given: string) =>
  new ApiError(400, 'unsupported_format', `format "${given}" is not supported`, {
    supported_formats: [...FORMAT_IDS],
    detail: `format must be one of ${FORMAT_IDS.join(', ')}`,
    field: 'format',
  });
