import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; lazily loaded pieces (the
// framework accordion's Radix chunk) can take longer on a loaded 2-core CI
// machine. A longer wait only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
