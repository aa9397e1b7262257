// The bundler writes the version into the build: the published code never reads package.json.
import { version } from '../package.json'

/** The version of `@polytool/otel`, as the instrumentation scope of its spans and metrics. */
export const INSTRUMENTATION_VERSION: string = version
