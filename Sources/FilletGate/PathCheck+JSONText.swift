import FilletVerification
import PropertyCheck
import FilletSupport

extension PathCheck.JSONOutput.Element {
    /// The element as its JSON object, written at `depth`: the text `Encodable` gives through
    /// `PropertyCheckJSON`'s pretty encoder (keys in sorted order here), written
    /// without building the encoder's tree.
    func write(into json: inout PrettyJSONText) {
        json.openObject()
        json.key("element"); json.string(element)
        json.key("id"); json.string(id)
        json.key("index"); json.integer(index)
        json.key("invariants")
        json.openArray()
        for invariant in invariants {
            json.item()
            invariant.write(into: &json)
        }
        json.closeArray()
        json.key("line"); json.integer(line)
        json.key("measures")
        json.openObject()
        json.key("area"); json.number(measures.area)
        json.key("bounds")
        if let bounds = measures.bounds {
            json.openArray()
            for value in bounds {
                json.item()
                json.number(value)
            }
            json.closeArray()
        } else {
            json.null()
        }
        json.key("length"); json.number(measures.length)
        json.closeObject()
        json.closeObject()
    }
}

extension PathCheck.JSONOutput.InvariantJSON {
    func write(into json: inout PrettyJSONText) {
        json.openObject()
        if let baseline = finding?.baseline { json.key("baseline"); json.string(baseline.rawValue) }
        json.key("detail"); json.string(detail)
        json.key("deviation"); json.number(finding?.deviation)
        json.key("margin"); json.number(margin)
        json.key("name"); json.string(name)
        json.key("passed"); json.bool(passed)
        json.key("severity"); json.string(finding?.severity.rawValue)
        json.closeObject()
    }
}
