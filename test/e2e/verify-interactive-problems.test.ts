import { describe } from "vitest";
import { verifyEachProblem } from "../helpers/verify-repository";

describe("npm run verify on the interactive problems", () => verifyEachProblem(["play-fibonacci-nim", "play-nim", "play-wythoff"]));
