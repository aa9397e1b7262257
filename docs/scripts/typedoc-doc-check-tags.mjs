// `@docCheckSetup` declares what a TSDoc `@example` uses without showing it (`pnpm docs:check`
// prepends it when it type-checks the example): TypeDoc knows the tag and leaves it out of the
// API reference. Added to TypeDoc's defaults here, since `blockTags` in typedoc.json would
// replace them.
import { Application } from 'typedoc'

const TAG = '@docCheckSetup'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    for (const option of ['blockTags', 'excludeTags']) {
      const tags = app.options.getValue(option)
      if (!tags.includes(TAG)) app.options.setValue(option, [...tags, TAG])
    }
  })
}
