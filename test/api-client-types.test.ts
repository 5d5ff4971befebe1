import { expect, it } from "vitest";
import { clientTypesSource, openapiDocument, readClientTypes } from "../tools/openapi/client-types.js";
import { patient } from "./patience.js";

// The web client is typed from src/web/lib/api/schema.gen.ts; a stale file would let a call
// type-check against an API that is no longer there.
it(
  "src/web/lib/api/schema.gen.ts is generated from the current /api/openapi.json",
  async () => {
    const fresh = await clientTypesSource(await openapiDocument());
    const committed = await readClientTypes();
    if (fresh !== committed) {
      expect.fail("src/web/lib/api/schema.gen.ts is stale: run `npm run api:types` and commit the result");
    }
  },
  patient(180_000),
);
