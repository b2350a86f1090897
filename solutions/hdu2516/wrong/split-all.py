# expect: MLE or TLE (the right Fibonacci test, but the whole input read at once and split into a list of up to 2x10^6 byte strings, then every answer kept in a list: far over 32 MiB on the largest inputs)
import sys

fib = set()
a, b = 1, 2
while b < 2 ** 31:
    fib.add(b)
    a, b = b, a + b
answers = []
for word in sys.stdin.buffer.read().split():
    n = int(word)
    if n == 0:
        break
    answers.append("Second win" if n in fib else "First win")
sys.stdout.write("\n".join(answers) + "\n")
