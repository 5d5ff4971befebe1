// The browser tests' limits grow with the machine's load like the unit tests' (test/patience.ts).
export { loadFactor, patient } from "../test/patience.js";
