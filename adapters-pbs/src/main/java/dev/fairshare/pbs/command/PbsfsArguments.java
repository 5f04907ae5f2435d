package dev.fairshare.pbs.command;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of {@code pbsfs} as glibc's {@code getopt(argc, argv, "sgptdceI:-:")} reads them
 * (docs/algorithms/pbs.md §11; {@code pbsfs.cpp}): options may come anywhere (GNU permutation), may be clustered
 * ({@code -pt}), each of {@code -g -s -p -t -d -c -e} replaces the action so the last one wins, and
 * {@code --} ends the options. An unknown option prints getopt's own message and is otherwise ignored.
 *
 * @param action the action letter: p (the default), t, g, c, s, d or e
 * @param schedName the {@code -I} scheduler name, {@code default} when not given
 * @param longOption whether a {@code --xxx} option was given
 * @param operands the non-option arguments in order
 */
record PbsfsArguments(char action, String schedName, boolean longOption, List<String> operands) {

  static PbsfsArguments parse(List<String> args, PrintWriter err) {
    char action = 'p';
    String sched = "default";
    boolean longOption = false;
    List<String> operands = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.equals("--")) {
        operands.addAll(args.subList(i + 1, args.size()));
        break;
      }
      if (!arg.startsWith("-") || arg.length() == 1) {
        operands.add(arg);
        continue;
      }
      for (int k = 1; k < arg.length(); k++) {
        char c = arg.charAt(k);
        if ("sgptdce".indexOf(c) >= 0) {
          action = c;
        } else if (c == 'I' || c == '-') {
          String optarg = k + 1 < arg.length() ? arg.substring(k + 1) : i + 1 < args.size() ? args.get(++i) : null;
          if (optarg == null) {
            err.println("pbsfs: option requires an argument -- '" + c + "'");
          } else if (c == 'I') {
            sched = optarg;
          } else {
            longOption = true;
          }
          break;
        } else {
          err.println("pbsfs: invalid option -- '" + c + "'");
        }
      }
    }
    return new PbsfsArguments(action, sched, longOption, operands);
  }
}
