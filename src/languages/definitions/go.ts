import type { LanguageDefinition } from "../language";

export const go: LanguageDefinition = {
  id: "go",
  aliases: ["golang"],
  name: "Go",
  extensions: [".go"],
  priority: 70,
  runtime: "box",
  // -buildmode=exe: a file of another package than main (package solver) is CE; go build would write its package
  // archive where the program belongs, without a word, and every run would fail to exec it.
  compile: "go build -buildmode=exe -o {binary} {files}",
  run: "{binary}",
  version: ["version"],
  baseline: "none",
  baselineWhy: "the whole process counts, as on Codeforces, Kattis and DMOJ",
  reads: [],
  env: {},
  // No cgo (it would run a C compiler with flags from the source), no module download, no toolchain switch; the
  // build cache is the compile's own scratch folder, so the standard library comes precompiled from GOROOT (Go 1.19
  // ships it; -trimpath would rebuild it, 10 s a compile; Go 1.20 and later build it in every compile).
  compileEnv: { CGO_ENABLED: "0", GO111MODULE: "off", GOFLAGS: "", GOPROXY: "off", GOTOOLCHAIN: "local", GOCACHE: "{root}/tmp/go-build", GOPATH: "{root}/tmp/go" },
  compileMemoryMiB: 2048,
  hello: { file: "main.go", text: "package main\n\nfunc main() {}\n" },
  follows: "Codeforces and Kattis (go build)",
  install: "go (Debian/Ubuntu: apt-get install golang-go)",
};
