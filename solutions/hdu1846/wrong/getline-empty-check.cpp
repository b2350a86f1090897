// expect: WA (reads line by line and skips a blank line by line.empty(): under CRLF a blank line is "\r", not empty, so it is parsed as a game, the read fails, and the previous game's n and m are answered again)
#include <iostream>
#include <sstream>
#include <string>
int main() {
  std::string line;
  std::getline(std::cin, line);
  int c = std::stoi(line), n = 0, m = 1;
  while (c > 0 && std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::istringstream in(line);
    in >> n >> m;
    std::cout << (n % (m + 1) == 0 ? "second" : "first") << '\n';
    c--;
  }
}
