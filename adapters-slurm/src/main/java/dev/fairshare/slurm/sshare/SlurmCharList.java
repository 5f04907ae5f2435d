package dev.fairshare.slurm.sshare;

import java.util.List;

/**
 * The list helpers that split sshare's list options, as each release has them (docs/algorithms/slurm.md §8.6).
 * {@code slurm_addto_char_list} ({@code src/common/slurm_protocol_defs.c}) splits {@code -A}, {@code -M} and
 * {@code -o}: every item lower-cased, a repeated one (any case) removed from its earlier place and added at the end,
 * a value that starts with a quote ending at the matching one and any other quote becoming {@code `}. From 16.05 (as
 * at 22.05 and 25.11) a comma inside brackets does not split, an item that ends at {@code ]} is expanded as a host
 * list ({@link HostList}: {@code acct[1-3]} is acct1, acct2, acct3) and the text after it up to the next comma is
 * dropped, empty items are skipped and a comma at the end ends the list; from 25.05 each item is trimmed of white
 * space. Before (2.5 to 15.08) brackets are plain characters, the character after a comma is taken into the next
 * item unread (so {@code a,,b} is {@code a} and {@code ,b}), and empty items are kept; 14.03 to 15.08 stop at a comma
 * at the end, 2.5 and 2.6 print {@code There is a problem with your request} there. {@code -u} is split by
 * {@code slurm_parse_char_list} from 22.05 (quotes as above, empty items skipped, no brackets, no lower case), and
 * before by sshare's own {@code _addto_name_char_list} (the same, but the character after a comma is unread and a
 * comma at the end prints that message); a name already listed, in any case, is not added again.
 */
public final class SlurmCharList {
  private static final SlurmVersion BRACKETS = new SlurmVersion(16, 5);
  private static final SlurmVersion PARSE_CHAR_LIST = new SlurmVersion(22, 5);
  private static final SlurmVersion STOPS_AT_LAST_COMMA = SlurmVersion.V14_03;

  private SlurmCharList() {}

  /** A value the release's helper reads otherwise than fairshare can follow, with what to give instead. */
  public static final class UnreadableListException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String hint;

    UnreadableListException(String message, String hint) {
      super(message);
      this.hint = hint;
    }

    /** What to give instead. */
    public String hint() {
      return hint;
    }
  }

  /**
   * Adds the items of {@code names} to {@code list} as one call of {@code slurm_addto_char_list} of the release does.
   *
   * @throws UnreadableListException for a host list Slurm cannot expand, or a comma at the end where the release
   *     prints its message
   */
  public static void add(List<String> list, String names, SlurmVersion version) {
    if (version.isBefore(BRACKETS)) {
      addBefore16(list, names, !version.isBefore(STOPS_AT_LAST_COMMA));
      return;
    }
    boolean trim = version.trimsListItems();
    int count = list.size();
    char[] text = names.toCharArray();
    char quote = openingQuote(text);
    int i = quote == 0 ? 0 : 1;
    int start = i;
    boolean afterBracket = false;
    boolean inBracket = false;
    for (; i < text.length; i++) {
      char c = text[i];
      if (quote != 0 && c == quote) {
        break;
      } else if (c == '"' || c == '\'') {
        text[i] = '`';
      } else if (c == '[') {
        inBracket = true;
      } else if (c == ',' && !inBracket) {
        if (afterBracket) {
          afterBracket = false;
        } else {
          if (i + 1 == text.length) {
            break;
          }
          if (i != start) {
            item(list, new String(text, start, i - start), trim);
          }
        }
        start = i + 1;
      } else if (c == ']') {
        afterBracket = true;
        inBracket = false;
        String name = new String(text, start, i + 1 - start);
        List<String> hosts;
        try {
          hosts = HostList.expand(name);
        } catch (IllegalArgumentException e) {
          throw new UnreadableListException("'" + name + "' is no host list Slurm expands: " + e.getMessage()
              + " (sshare prints its host list's error and keeps or drops the text)", "write each range low-high, "
              + "at most " + HostList.MAX_RANGE + " names, or give the names one by one");
        }
        for (String host : hosts) {
          item(list, host, trim);
          start = i + 1;
        }
      }
    }
    if (count == list.size() || i - start > 0) {
      item(list, new String(text, start, i - start), trim);
    }
  }

  /** 2.5 to 15.08's {@code slurm_addto_char_list}; {@code stopsAtLastComma} from 14.03. */
  private static void addBefore16(List<String> list, String names, boolean stopsAtLastComma) {
    char[] text = names.toCharArray();
    char quote = openingQuote(text);
    int i = quote == 0 ? 0 : 1;
    int start = i;
    for (; i < text.length; i++) {
      char c = text[i];
      if (quote != 0 && c == quote) {
        break;
      } else if (c == '"' || c == '\'') {
        text[i] = '`';
      } else if (c == ',') {
        if (stopsAtLastComma && i + 1 == text.length) {
          break;
        }
        item(list, new String(text, start, i - start), false);
        i++;
        start = i;
        if (i == text.length) {
          throw endingComma(names);
        }
      }
    }
    item(list, new String(text, start, i - start), false);
  }

  /**
   * The user names of one {@code -u} value as the release's helper reads them, added to {@code list} unless listed
   * already in any case.
   *
   * @throws UnreadableListException for a comma at the end where the release prints its message
   */
  public static void addUsers(List<String> list, String names, SlurmVersion version) {
    boolean old = version.isBefore(PARSE_CHAR_LIST);
    char[] text = names.toCharArray();
    char quote = openingQuote(text);
    int i = quote == 0 ? 0 : 1;
    int start = i;
    for (; i < text.length; i++) {
      char c = text[i];
      if (quote != 0 && c == quote) {
        break;
      } else if (c == '"' || c == '\'') {
        text[i] = '`';
      } else if (c == ',') {
        if (i != start) {
          user(list, new String(text, start, i - start));
        }
        start = i + 1;
        if (old) {
          i++;
          if (i == text.length) {
            throw endingComma(names);
          }
        }
      }
    }
    if (i > start) {
      user(list, new String(text, start, i - start));
    }
  }

  /** The quote that opens {@code text} ({@code "} or {@code '}), or 0: each helper reads up to its twin. */
  private static char openingQuote(char[] text) {
    return text.length > 0 && (text[0] == '"' || text[0] == '\'') ? text[0] : 0;
  }

  private static UnreadableListException endingComma(String names) {
    return new UnreadableListException("'" + names + "' ends with a comma, at which sshare of this release prints "
        + "'There is a problem with your request.  It appears you have spaces inside your list.'",
        "leave out the comma at the end");
  }

  private static void user(List<String> list, String name) {
    if (list.stream().noneMatch(name::equalsIgnoreCase)) {
      list.add(name);
    }
  }

  private static void item(List<String> list, String name, boolean trim) {
    String item = lower(trim ? name.strip() : name);
    list.removeIf(item::equals);
    list.add(item);
  }

  /** ASCII lower case, as {@code xstrtolower} ({@code tolower} in the C locale). */
  static String lower(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
    }
    return out.toString();
  }
}
