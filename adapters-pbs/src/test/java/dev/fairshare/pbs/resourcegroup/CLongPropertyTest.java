package dev.fairshare.pbs.resourcegroup;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The in-place strtol reading of resource_group's id and shares agrees with the BigInteger one. */
class CLongPropertyTest {

  @Provide
  Arbitrary<String> tokens() {
    return Arbitraries.strings().withChars("0123456789+-\r\u000bx").ofMaxLength(24);
  }

  @Property
  void inPlaceParseEqualsParseInt(@ForAll("tokens") String token) {
    String text = "<" + token + ">";
    long fast = CLong.parse(text, 1, text.length() - 1);
    Integer reference = CLong.parseInt(token);
    assertThat(fast == CLong.NOT_A_NUMBER ? null : (Integer) (int) fast).isEqualTo(reference);
  }
}
