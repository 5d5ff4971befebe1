import { vi } from "vitest";
import { patient } from "./patience.js";

// Runs before every unit test file (files share their worker's modules, but a setup file runs per
// file): the file's test and hook limits follow the machine's load as the file starts, not only as
// the run started (test/patience.ts). vitest puts the configured figures back after each file.
vi.setConfig({ testTimeout: patient(60_000), hookTimeout: patient(120_000) });
