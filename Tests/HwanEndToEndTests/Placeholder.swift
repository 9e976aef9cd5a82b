import Testing

@Test("the end-to-end suite builds") func builds() { #expect(Bool(true)) }
