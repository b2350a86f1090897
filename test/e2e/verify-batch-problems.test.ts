import { describe } from "vitest";
import { verifyEachProblem } from "../helpers/verify-repository";

describe("npm run verify on the batch problems", () => verifyEachProblem(["hdu1527", "hdu1846", "hdu2176", "hdu2177", "hdu2516"]));
