/** Errors as the interface's ErrorResponse body. */
import { SERVICE_VERSION, TOOL } from '../contract/version.js';
import { FORMAT_IDS } from '../domain/formats.js';
import type { ErrorResponse } from '../contract/schemas.js';
import { ERRORS, type ErrorCode } from '../contract/errors.js';

/** An error that leaves the service as the interface's ErrorResponse; its status comes from the catalogue. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { supported_formats?: string[]; supported_values?: string[]; detail?: string; field?: string } = {},
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }

  toBody(): ErrorResponse {
    return errorBody(this.code, this.message, this.extra);
  }
}

export function errorBody(code: ErrorCode, message: string, extra: ApiError['extra'] = {}): ErrorResponse {
  return { tool: TOOL, service_version: SERVICE_VERSION, error: { code, message, ...extra } };
}

export const unsupportedFormat = (given: string) =>
  new ApiError('unsupported_format', `format "${given}" is not supported`, {
    supported_formats: [...FORMAT_IDS],
    detail: `format must be one of ${FORMAT_IDS.join(', ')}`,
    field: 'format',
  });
