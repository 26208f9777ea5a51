/**
 * The one error type services throw. The error handler turns it into the
 * `{ message, error, errors? }` shape of DESIGN.md.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  static validation(field: string, message: string): AppError {
    return new AppError(422, message, { [field]: [message] });
  }
  /** Several fields refused at once (the first message leads). */
  static validationMany(errors: Record<string, string[]>): AppError {
    return new AppError(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
  static unauthorized(message = 'Unauthenticated.'): AppError {
    return new AppError(401, message);
  }
  static forbidden(message = 'You are not allowed to do this.'): AppError {
    return new AppError(403, message);
  }
  static notFound(message = 'The record was not found.'): AppError {
    return new AppError(404, message);
  }
  static tooMany(message: string): AppError {
    return new AppError(429, message);
  }
}
