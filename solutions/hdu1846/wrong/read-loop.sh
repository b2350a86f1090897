# expect: WA (Bash: read c, then read n m once per game: a blank line between games is read as a game with empty n and m, and the real games after it are never reached)
read -r c
for ((i = 0; i < c; i++)); do
  read -r n m
  n=${n%$'\r'}; m=${m%$'\r'}
  if (( n % (m + 1) == 0 )); then echo second; else echo first; fi
done
