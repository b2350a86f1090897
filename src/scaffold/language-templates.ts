import { UserError } from "../errors";
import type { LanguageDefinition } from "../languages/language";
import { mainTemplate, oneLine, type ProblemFacts } from "./templates";

// solutions/<id>/main.<ext> for every language `new --lang` and listen write: the fast input and output each language's
// contestants use (one bulk read or a buffered reader parsing integers by hand, one buffered write), so a solution
// filled in here is not slowed by its I/O. With --example it solves the scaffold's example (T, then T lines "a b";
// print a + b, in 64-bit integers), so judge, stress and verify work at once; without it, it reads nothing and prints
// nothing until the real solution is written (WA, not a fake AC).

/** The main's file name and text in a language, or a UserError naming the languages that have a template. */
export function mainTemplateIn(language: LanguageDefinition, facts: ProblemFacts, options: { example?: boolean } = {}): { fileName: string; text: string } {
  const example = options.example === true;
  const title = oneLine(facts.title);
  if (language.id === "typescript") return { fileName: "main.ts", text: mainTemplate(facts, options) };
  const template = TEMPLATES[language.id];
  if (!template) {
    throw new UserError(
      `There is no main template for ${language.name} (${language.id})`,
      `use --lang with one of ${Object.keys(TEMPLATES).concat("typescript").sort().join(", ")}, then rename the file; or write solutions/${facts.id}/main${language.extensions[0] ?? ""} yourself`,
    );
  }
  // javac reads \u000a anywhere, comments too: a Companion title "x \u000a static { … }" put code in Main.java. Doubled, no \ starts an escape.
  return { fileName: template.fileName, text: template.text(language.id === "java" ? title.replace(/\\/g, "\\\\") : title, example) };
}

/** The languages with a main template. */
export const TEMPLATE_LANGUAGES = ["c", "cpp", "go", "java", "javascript", "kotlin", "python", "rust", "typescript"];

const head = (comment: string, title: string, example: boolean): string =>
  example ? `${comment} ${title}: TODO say the idea in one line. Until then this solves the scaffold's example (a + b per line).` : `${comment} ${title}: TODO say the idea in one line.`;

const TEMPLATES: Record<string, { fileName: string; text: (title: string, example: boolean) => string }> = {
  c: {
    fileName: "main.c",
    text: (title, example) => `${head("//", title, example)}
#include <stdio.h>
#include <stdlib.h>

// The whole input read at once and parsed by hand: far faster than scanf on large inputs.
static char *in;
static size_t len, at;

static void read_all(void) {
    size_t cap = 1 << 16;
    in = malloc(cap);
    for (;;) {
        if (len == cap) in = realloc(in, cap *= 2);
        size_t got = fread(in + len, 1, cap - len, stdin);
        if (got == 0) break;
        len += got;
    }
}

// Whether another integer follows (skips to it).
static int more(void) {
    while (at < len && in[at] != '-' && (in[at] < '0' || in[at] > '9')) at++;
    return at < len;
}

// The next integer, optionally negative (call more() first at the end of the input).
static long long next_int(void) {
    more();
    int negative = at < len && in[at] == '-';
    if (negative) at++;
    long long value = 0;
    while (at < len && in[at] >= '0' && in[at] <= '9') value = value * 10 + (in[at++] - '0');
    return negative ? -value : value;
}

int main(void) {
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    read_all();
${
  example
    ? `    // The example format: T, then T instances. TODO: read the real format and solve it.
    long long count = more() ? next_int() : 0;
    for (long long i = 0; i < count; i++) {
        long long a = next_int(), b = next_int();
        printf("%lld\\n", a + b);
    }
`
    : `    // TODO: read the input with more() and next_int(), solve it, and printf one line per answer.
`
}    return 0;
}
`,
  },
  cpp: {
    fileName: "main.cpp",
    text: (title, example) => `${head("//", title, example)}
#include <bits/stdc++.h>
using namespace std;

int main() {
    // Unsynced streams: as fast as scanf/printf; write '\\n', never endl (which flushes every line).
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
${
  example
    ? `    // The example format: T, then T instances. TODO: read the real format and solve it.
    long long count = 0;
    cin >> count;
    for (long long i = 0; i < count; i++) {
        long long a, b;
        cin >> a >> b;
        cout << a + b << '\\n';
    }
`
    : `    // TODO: read the input with cin >> x, solve it, and write one line per answer with cout << answer << '\\n'.
`
}    return 0;
}
`,
  },
  python: {
    fileName: "main.py",
    text: (title, example) => `${head("#", title, example)}
import sys


def main():
    # The whole input at once, split into tokens: far faster than input() line by line.
    data = sys.stdin.buffer.read().split()
    out = []
${
  example
    ? `    # The example format: T, then T instances. TODO: read the real format and solve it.
    count = int(data[0]) if data else 0
    for i in range(count):
        a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append(str(a + b))
`
    : `    # TODO: read the tokens (int(data[i])), solve, and append one line per answer to out.
`
}    # One write at the end.
    sys.stdout.write("\\n".join(out) + ("\\n" if out else ""))


main()
`,
  },
  java: {
    fileName: "Main.java",
    text: (title, example) => `${head("//", title, example)}
import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;

public class Main {
    // A byte buffer parsed by hand: far faster than Scanner, and exact for every long.
    private static final DataInputStream in = new DataInputStream(System.in);
    private static final byte[] buffer = new byte[1 << 16];
    private static int length = 0, at = 0;

    private static int read() throws IOException {
        if (at == length) {
            length = in.read(buffer, 0, buffer.length);
            at = 0;
            if (length <= 0) {
                length = 0;
                return -1;
            }
        }
        return buffer[at++];
    }

    /** The next integer, optionally negative; Long.MIN_VALUE at the end of the input. */
    static long nextLong() throws IOException {
        int c = read();
        while (c != -1 && c != '-' && (c < '0' || c > '9')) c = read();
        if (c == -1) return Long.MIN_VALUE;
        boolean negative = c == '-';
        if (negative) c = read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
${
  example
    ? `        // The example format: T, then T instances. TODO: read the real format and solve it.
        long count = nextLong();
        for (long i = 0; i < count; i++) {
            long a = nextLong(), b = nextLong();
            out.println(a + b);
        }
`
    : `        // TODO: read the input with nextLong(), solve it, and out.println one line per answer.
`
}        out.flush();
    }
}
`,
  },
  kotlin: {
    fileName: "main.kt",
    text: (title, example) => `${head("//", title, example)}
import java.io.DataInputStream

// A byte buffer parsed by hand: far faster than readLine()/split, and exact for every Long.
private val input = DataInputStream(System.\`in\`)
private val buffer = ByteArray(1 shl 16)
private var length = 0
private var at = 0

private fun read(): Int {
    if (at == length) {
        length = input.read(buffer, 0, buffer.size)
        at = 0
        if (length <= 0) {
            length = 0
            return -1
        }
    }
    return buffer[at++].toInt()
}

/** The next integer, optionally negative; Long.MIN_VALUE at the end of the input. */
fun nextLong(): Long {
    var c = read()
    while (c != -1 && c != '-'.toInt() && (c < '0'.toInt() || c > '9'.toInt())) c = read()
    if (c == -1) return Long.MIN_VALUE
    val negative = c == '-'.toInt()
    if (negative) c = read()
    var value = 0L
    while (c >= '0'.toInt() && c <= '9'.toInt()) {
        value = value * 10 + (c - '0'.toInt())
        c = read()
    }
    return if (negative) -value else value
}

fun main() {
    // One StringBuilder, written once at the end.
    val out = StringBuilder()
${
  example
    ? `    // The example format: T, then T instances. TODO: read the real format and solve it.
    val count = nextLong()
    for (i in 0 until count) {
        val a = nextLong()
        val b = nextLong()
        out.append(a + b).append('\\n')
    }
`
    : `    // TODO: read the input with nextLong(), solve it, and append one line per answer to out.
`
}    print(out)
}
`,
  },
  rust: {
    fileName: "main.rs",
    text: (title, example) => `${head("//", title, example)}
use std::io::{self, Read, Write};

fn main() {
    // The whole input at once, split into tokens; the output gathered in one String and written once.
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    #[allow(unused_mut, unused_variables)]
    let mut tokens = input.split_ascii_whitespace();
    #[allow(unused_mut)]
    let mut out = String::new();
${
  example
    ? `    // The example format: T, then T instances. TODO: read the real format and solve it.
    let count: u64 = tokens.next().map_or(0, |t| t.parse().unwrap());
    for _ in 0..count {
        let a: i64 = tokens.next().unwrap().parse().unwrap();
        let b: i64 = tokens.next().unwrap().parse().unwrap();
        out.push_str(&format!("{}\\n", a + b));
    }
`
    : `    // TODO: read with tokens.next().unwrap().parse::<i64>().unwrap(), solve, and push one line per answer to out.
`
}    io::stdout().write_all(out.as_bytes()).unwrap();
}
`,
  },
  go: {
    fileName: "main.go",
    text: (title, example) => `${head("//", title, example)}
package main

import (
	"bufio"
	"os"
	"strconv"
)

// A large buffered reader parsed by hand (fmt.Fscan is slow), and a buffered writer flushed once.
var reader = bufio.NewReaderSize(os.Stdin, 1<<16)
var writer = bufio.NewWriterSize(os.Stdout, 1<<16)

// nextInt returns the next integer, optionally negative, and false at the end of the input.
func nextInt() (int64, bool) {
	c, err := reader.ReadByte()
	for err == nil && c != '-' && (c < '0' || c > '9') {
		c, err = reader.ReadByte()
	}
	if err != nil {
		return 0, false
	}
	negative := c == '-'
	if negative {
		c, err = reader.ReadByte()
	}
	var value int64
	for err == nil && c >= '0' && c <= '9' {
		value = value*10 + int64(c-'0')
		c, err = reader.ReadByte()
	}
	if negative {
		value = -value
	}
	return value, true
}

func writeInt(value int64) {
	writer.WriteString(strconv.FormatInt(value, 10))
	writer.WriteByte('\\n')
}

func main() {
	defer writer.Flush()
${
  example
    ? `	// The example format: T, then T instances. TODO: read the real format and solve it.
	count, _ := nextInt()
	for i := int64(0); i < count; i++ {
		a, _ := nextInt()
		b, _ := nextInt()
		writeInt(a + b)
	}
`
    : `	// TODO: read the input with nextInt(), solve it, and writeInt one line per answer.
`
}}
`,
  },
  javascript: {
    fileName: "main.js",
    text: (title, example) => `${head("//", title, example)}
"use strict";
// The whole input at once: one read is far faster than line events.
const input = require("fs").readFileSync(0);
let at = 0;

/** The next integer (optionally negative), or undefined at the end of the input. Exact below 2^53; use BigInt beyond. */
function nextInt() {
  for (;;) {
    while (at < input.length && input[at] !== 45 && (input[at] < 48 || input[at] > 57)) at++;
    if (at >= input.length) return undefined;
    const negative = input[at] === 45;
    if (negative) at++;
    if (at < input.length && input[at] >= 48 && input[at] <= 57) {
      let value = 0;
      while (at < input.length && input[at] >= 48 && input[at] <= 57) value = value * 10 + (input[at++] - 48);
      return negative ? -value : value;
    }
    // A lone "-" is not a number: keep scanning.
  }
}

const lines = [];
${
  example
    ? `// The example format: T, then T instances. TODO: read the real format and solve it.
const count = nextInt() ?? 0;
for (let i = 0; i < count; i++) lines.push(String((nextInt() ?? 0) + (nextInt() ?? 0)));
`
    : `// TODO: read the input with nextInt(), solve it, and push one line per answer.
`
}process.stdout.write(lines.length ? \`\${lines.join("\\n")}\\n\` : "");
`,
  },
};
