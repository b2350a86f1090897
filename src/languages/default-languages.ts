import { bash } from "./definitions/bash";
import { c } from "./definitions/c";
import { cpp } from "./definitions/cpp";
import { go } from "./definitions/go";
import { java } from "./definitions/java";
import { javascript } from "./definitions/javascript";
import { kotlin } from "./definitions/kotlin";
import { python } from "./definitions/python";
import { rust } from "./definitions/rust";
import { typescript } from "./definitions/typescript";
import type { LanguageDefinition } from "./language";

/** Every language the workbench knows before languages.yaml changes or adds any. */
export const DEFAULT_LANGUAGES: readonly LanguageDefinition[] = [typescript, javascript, cpp, c, python, java, kotlin, rust, go, bash];
