# expect: WA (Bash: read c, then while read -r n m over the games: read returns false on a last line with no newline, so that game is read into n and m but the loop body never runs, and its answer is missing)
read -r c
while read -r n m; do
  n=${n%$'\r'}
  m=${m%$'\r'}
  [ -z "$n" ] && continue
  if (( n % (m + 1) == 0 )); then
    echo second
  else
    echo first
  fi
done
