# Runs `node <program>` with stdin and stdout as NON-BLOCKING pipes, feeding the input in random pieces and reading
# the output in random pieces, so the program meets partial reads, EAGAIN on both ends and numbers cut anywhere.
# Usage: python3 nonblocking-pipes.py <program.mjs> <input> <output> <seed>; exits with the program's exit code.
import fcntl, os, random, select, subprocess, sys

program, input_path, output_path, seed = sys.argv[1:5]
data = open(input_path, "rb").read()
rng = random.Random(int(seed))

def nonblocking(fd):
    fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)

in_read, in_write = os.pipe()
out_read, out_write = os.pipe()
# O_NONBLOCK belongs to the open file description, which the child shares: its reads and writes can get EAGAIN.
for fd in (in_read, in_write, out_read, out_write):
    nonblocking(fd)
child = subprocess.Popen(["node", program], stdin=in_read, stdout=out_write)
os.close(in_read)
os.close(out_write)
output = bytearray()
at = 0
writing = True
while True:
    readable, writable, _ = select.select([out_read], [in_write] if writing else [], [], 5)
    if writing and writable:
        try:
            at += os.write(in_write, data[at : at + rng.randint(1, 4000)])
        except BlockingIOError:
            pass
        if at >= len(data):
            os.close(in_write)
            writing = False
    if readable:
        try:
            piece = os.read(out_read, rng.randint(1, 8000))
        except BlockingIOError:
            continue
        if not piece:
            break
        output += piece
    if not readable and not writable:
        break
child.wait()
if writing:
    os.close(in_write)
open(output_path, "wb").write(output)
sys.exit(child.returncode)
