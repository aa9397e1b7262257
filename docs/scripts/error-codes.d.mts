/** Every code of the published packages, with the packages, files and types it is written in. */
export function sourceErrorCodes(): Map<
  string,
  { packages: Set<string>; files: Set<string>; owners: Set<string> }
>
