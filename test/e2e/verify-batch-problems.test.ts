import { describe } from "vitest";
import { repositoryProblems, verifyEachProblem } from "../helpers/verify-repository";

describe("npm run verify on each batch problem of the repository", () => verifyEachProblem(repositoryProblems(false)));
